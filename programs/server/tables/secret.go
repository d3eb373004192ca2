package tables

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"

	"github.com/blackqueen/rules/programs/server/storage"
)

// Seat secrets at rest. A seat's secret is 128 random bits (the table's
// Join draws it from crypto/rand); the client keeps it, and what the node
// writes (the live record in Redis, the rows of SQLite and PostgreSQL)
// holds only its SHA-256, so that a copy of the database or of Redis
// takes no seat. A table replayed from what was written knows its seats
// by these hashes: the node finds the seat of a client's secret by
// comparing hashes in constant time and hands the table the secret it
// knows the seat by.

// hashPrefix begins a secret as written: "sha256:" and 64 hex digits.
const hashPrefix = "sha256:"

// atRest is secret as it is written: its hash (a hash stays as it is).
func atRest(secret string) string {
	if secret == "" || strings.HasPrefix(secret, hashPrefix) {
		return secret
	}
	sum := sha256.Sum256([]byte(secret))
	return hashPrefix + hex.EncodeToString(sum[:])
}

// atRestSeats is seats with every secret as it is written.
func atRestSeats(seats []storage.Seat) []storage.Seat {
	out := make([]storage.Seat, len(seats))
	for i, s := range seats {
		s.Secret = atRest(s.Secret)
		out[i] = s
	}
	return out
}

// holds reports whether known, a seat's secret as the table knows it (the
// secret itself, or its hash once the table was replayed), is the secret
// a client gave, in constant time.
func holds(known, given string) bool {
	if known == "" || given == "" || strings.HasPrefix(given, hashPrefix) {
		return false // a hash is no secret: whoever read it takes no seat
	}
	return subtle.ConstantTimeCompare([]byte(atRest(known)), []byte(atRest(given))) == 1
}
