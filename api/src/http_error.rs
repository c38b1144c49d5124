//! The one place where errors become HTTP responses.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};

/// An error a handler returns; its status and the sentence shown to the user are decided here.
#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    /// Something went wrong on our side; details go to the log, not to the user.
    #[error("something went wrong on our side; please try again")]
    Internal(#[source] anyhow::Error),
}

impl From<askama::Error> for HttpError {
    fn from(error: askama::Error) -> Self {
        Self::Internal(error.into())
    }
}

impl From<anyhow::Error> for HttpError {
    fn from(error: anyhow::Error) -> Self {
        Self::Internal(error)
    }
}

impl ResponseError for HttpError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let Self::Internal(error) = self;
        tracing::error!(error = format!("{error:#}"), "request failed");
        HttpResponse::build(self.status_code())
            .content_type("text/plain; charset=utf-8")
            .body(format!("{self}\n"))
    }
}
