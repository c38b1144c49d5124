//! The output of `durbar play`: the events numbered from 1 and the referee's view.

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

use crate::maharaja::event::Event;
use crate::maharaja::view::View;

/// What a script run produced (serializes to the Output JSON of script-format.md).
#[derive(Debug, Clone, PartialEq)]
pub struct PlayOutput {
    /// The events, in order (`seq` = index + 1).
    pub events: Vec<Event>,
    /// The referee's view of the final state.
    pub state: View,
}

/// Events serialised with `seq` (index + 1) added to each (any game's).
pub(crate) struct NumberedEvents<'a, E>(pub &'a [E]);

impl<E: Serialize> Serialize for NumberedEvents<'_, E> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for (i, event) in self.0.iter().enumerate() {
            let mut value = serde_json::to_value(event).map_err(serde::ser::Error::custom)?;
            if let serde_json::Value::Object(map) = &mut value {
                map.insert("seq".to_string(), serde_json::Value::from(i + 1));
            }
            seq.serialize_element(&value)?;
        }
        seq.end()
    }
}

impl Serialize for PlayOutput {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("PlayOutput", 2)?;
        out.serialize_field("events", &NumberedEvents(&self.events))?;
        out.serialize_field("state", &self.state)?;
        out.end()
    }
}
