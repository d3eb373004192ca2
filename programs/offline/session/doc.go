// Package session is the offline page's table: one match of any of the
// five games between the page's person (seat 1) and built-in players,
// run in the page itself (compiled to WebAssembly by programs/offline)
// with no server. It is a table.Table, the same authoritative table the
// server runs, so the page draws its updates exactly as it draws the
// server's; this package only speaks JSON to the page, in the shapes the
// server's API and channels use (the games and their option tables, a
// table's publications with the explained deal scores).
//
// Everything here is plain Go that runs natively, and is tested so; the
// program's syscall/js glue only passes strings and callbacks.
//
// Limits on what the page sends (it is the person's own page, but the
// engine never trusts its input): a spec or message is at most MaxMessage
// bytes; a spec's seed is exactly SeedLen bytes written in hex, its pace
// at most MaxPace milliseconds and its deals at most MaxDeals.
package session
