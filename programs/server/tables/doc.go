// Package tables hosts the table server's tables on one node: it runs
// them, answers their players and spectators through Centrifuge, and
// stores them. A node runs alone, or as one node of a cluster that shares
// Redis so that many nodes can serve the same tables: who owns each table
// (a lease with a fencing version) and the live record of each table in
// progress, written under that lease.
//
// One table runs on exactly one node at a time, the holder of its lease.
// The holder renews the lease well before it expires; a node that dies or
// stalls stops renewing, the lease expires, and another node acquires it
// with a higher version and replays the live record. Every write of the
// live record names the lease it is made under and Redis refuses it, in
// the same script that checks the lease, unless that lease is still the
// table's: a node that was paused past its lease and wakes up can neither
// write the record nor, since it publishes only what it wrote, tell anyone
// anything about the table (ErrFenced). The node fences itself too: the
// table asks the lease, by the node's own monotonic clock, before it
// handles anything (table.Config.Fence), and so does every publication
// right before it is sent.
//
// Who is connected to a table is Centrifuge's presence (in Redis with the
// Redis presence manager): the RPC "presence" and Node.Presence count the
// spectators and tell which seats a client has open, on any node; the
// lobby (Node.Lobby) lists the public tables with a free seat from the
// live records.
//
// Every change of a table is committed to the store (Config.Store: the
// cluster's PostgreSQL, the record of truth, or a node alone's SQLite)
// before anyone is told of it or a move is acknowledged; the rows of many
// tables go in one commit (a group commit), and each row is fenced by its
// lease version in the store too. A table Redis has forgotten (a restart
// without persistence) is taken over from its stored row, under a version
// above the stored one. An owner publishes each quiet channel's newest
// update again every Config.Republish, so that a subscriber that missed a
// publication (Redis restarting, a takeover while the broker
// resubscribed) is told where the table stands.
//
// A node without Redis runs alone by the same code: Centrifuge's in-memory
// broker and presence, every lease its own for good, its tables in
// progress in its store and replayed when it starts again. The table
// server runs so when it is given no cluster, so that its page has one
// transport.
//
// Each connection's requests are bounded (Config.Rate), and a table no
// client has been subscribed to for a while is closed (Config.Idle).
//
// The keys, for a table ID and the cluster's prefix "bq" (Config.Prefix;
// clusters sharing a Redis use prefixes of their own):
//
//	bq:lease:ID   "VERSION HOLDER", expiring after the lease's TTL
//	bq:fence:ID   the last version handed out (INCR; never decreases)
//	bq:live:ID    a hash: seq, version, data (the caller's bytes)
package tables
