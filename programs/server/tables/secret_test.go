package tables

import (
	"strings"
	"testing"
)

// TestSecretHolds: a seat known by its secret or by the secret's hash is
// held by the secret only, never by the hash, another secret or nothing.
func TestSecretHolds(t *testing.T) {
	const secret = "00112233445566778899aabbccddeeff"
	hash := atRest(secret)
	if !strings.HasPrefix(hash, hashPrefix) || len(hash) != len(hashPrefix)+64 || atRest(hash) != hash || atRest("") != "" {
		t.Fatalf("atRest(%q) = %q", secret, hash)
	}
	for _, tc := range []struct {
		known, given string
		want         bool
	}{
		{secret, secret, true},
		{hash, secret, true},
		{hash, hash, false},
		{secret, hash, false},
		{hash, "00112233445566778899aabbccddeefe", false},
		{"", "", false},
		{hash, "", false},
		{"", secret, false},
	} {
		if got := holds(tc.known, tc.given); got != tc.want {
			t.Errorf("holds(%q, %q) = %v, want %v", tc.known, tc.given, got, tc.want)
		}
	}
}
