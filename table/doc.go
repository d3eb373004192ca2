// Package table is an authoritative card table that a server embeds,
// independent of any transport: it owns one match of any of the five games
// (package variant) with any options, its seats, the game record
// (record.Recorder) and, for Old Maid, the online turn timer (package
// turntimer).
//
// A seat is either a person's, identified by an opaque secret that Join
// hands out and that only its holder knows, or a built-in player's (any
// player.Player). A move is accepted from whoever holds a seat's secret, and
// the seat it is made for is always that seat, whatever the move says. The
// table applies it, lets the built-in players act, and tells every
// subscriber what changed: each seat gets its own variant.View after every
// change, spectators a public view that holds no card of any hand or stock.
//
// Each Table runs one goroutine (an actor): every method sends it a request
// and waits for the answer, so a Table is safe for concurrent use. It never
// waits for a subscriber: a Subscription keeps only the newest update and a
// bounded number of notices (chat lines, refusals) for a client that reads
// slowly, so a slow client misses intermediate states, never the latest.
//
// Every accepted change has a sequence number (Update.Seq), and a Journal,
// when configured, is given the record so far after every change and before
// any subscriber is told of it; Config.Resume replays such a record, so a
// table in progress survives a restart of its server. A finished or
// abandoned table yields its game record (Record), which record.Judge
// replays to the same scores.
//
// Limits on untrusted input: a chat line is at most MaxChat characters,
// a person's name at most MaxName characters, both valid UTF-8; moves are
// checked by the game engine, and a refused move changes nothing.
package table
