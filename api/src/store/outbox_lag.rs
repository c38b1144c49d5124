//! The outbox lag as the pages show it: how much mail waits and how long the oldest has waited
//! (the query is the mailer's, `durbar_mailer::queue::lag`).

use durbar_mailer::Lag;

use super::{Store, StoreError};

impl Store {
    /// The outbox's lag now.
    pub async fn outbox_lag(&self) -> Result<Lag, StoreError> {
        let client = self.pool.get().await?;
        Ok(durbar_mailer::queue::lag(&**client).await?)
    }
}
