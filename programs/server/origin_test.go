package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestOriginsAndHosts: a DNS-rebinding page (its own name in both Host and
// Origin) can neither open a WebSocket nor use the API; a page of another
// site cannot post a request, and a cross-site text/plain POST (which a
// browser sends without asking) creates no table; the server's own pages
// and the names given by -origin work.
func TestOriginsAndHosts(t *testing.T) {
	o := testOptions(t)
	o.origins = []string{"games.example.org", "*.tables.example.net"}
	base, stop := startServer(t, o)
	defer stop()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(base, "http://"))
	evil := "rebind.attacker.example:" + port
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dial := func(host, origin string) (int, error) {
		h := http.Header{}
		if origin != "" {
			h.Set("Origin", origin)
		}
		c, r, err := websocket.Dial(ctx, wsURL(base), &websocket.DialOptions{Host: host, HTTPHeader: h})
		if err == nil {
			c.CloseNow()
			return http.StatusSwitchingProtocols, nil
		}
		if r == nil {
			return 0, err
		}
		return r.StatusCode, err
	}
	for _, tc := range []struct {
		host, origin string
		ok           bool
	}{
		{"", base, true}, // the server's own page
		{"localhost:" + port, "http://localhost:" + port, true},
		{"games.example.org", "https://games.example.org", true},
		{"eu.tables.example.net", "https://eu.tables.example.net", true},
		{"", "", true}, // not a browser
		{evil, "http://" + evil, false},
		{"", "http://" + evil, false},
		{"", "https://games.example.org.attacker.example", false},
	} {
		status, err := dial(tc.host, tc.origin)
		if ok := status == http.StatusSwitchingProtocols; ok != tc.ok {
			t.Errorf("a WebSocket with Host %q, Origin %q: status %d (%v), want allowed %v", tc.host, tc.origin, status, err, tc.ok)
		}
	}

	send := func(method, host, origin, contentType, body string) int {
		t.Helper()
		path := "/api/tables"
		if method == "GET" {
			path, body = "/api/lobby", ""
		}
		req, err := http.NewRequest(method, base+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if host != "" {
			req.Host = host
		}
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Body.Close()
		var e apiError
		if r.StatusCode >= 400 && (json.NewDecoder(r.Body).Decode(&e) != nil || e.EN == "" || e.DE == "" || e.DA == "") {
			t.Errorf("%s with Host %q, Origin %q, %q: %d without the reason in English and German", method, host, origin, contentType, r.StatusCode)
		}
		return r.StatusCode
	}
	create := `{"game":"hearts","seats":4,"bots":["random","random","random","random"],"deals":1,"public":true}`
	for _, tc := range []struct {
		name, method, host, origin, contentType string
		want                                    int
	}{
		{"a rebinding page's lobby", "GET", evil, "", "", http.StatusMisdirectedRequest},
		{"a rebinding page's table", "POST", evil, "http://" + evil, "application/json", http.StatusMisdirectedRequest},
		{"a cross-site text/plain form", "POST", "", "https://attacker.example", "text/plain", http.StatusForbidden},
		{"a text/plain POST without Origin", "POST", "", "", "text/plain", http.StatusUnsupportedMediaType},
		{"a form POST", "POST", "", "", "application/x-www-form-urlencoded", http.StatusUnsupportedMediaType},
		{"another site's JSON", "POST", "", "https://attacker.example", "application/json", http.StatusForbidden},
		{"the lobby", "GET", "", "", "", http.StatusOK},
	} {
		if got := send(tc.method, tc.host, tc.origin, tc.contentType, create); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	if _, lobby := get(t, base+"/api/lobby"); strings.Contains(string(lobby), `"id"`) {
		t.Errorf("a refused request created a table: %s", lobby)
	}
	if got := send("POST", "", base, "application/json; charset=utf-8", create); got != http.StatusCreated {
		t.Errorf("the server's own page creating a table: %d", got)
	}
}

// TestServedHosts: the names of the address served: a loopback address
// also as localhost, -addr's name, and the -origin entries.
func TestServedHosts(t *testing.T) {
	h := servedHosts(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}, "myhost:8080", []string{"Play.Example.org:443"})
	for host, want := range map[string]bool{
		"127.0.0.1:8080": true, "localhost:8080": true, "LOCALHOST:8080": true, "myhost:8080": true,
		"play.example.org:443": true, "127.0.0.1:8081": false, "localhost": false, "example.org:8080": false, "": false,
	} {
		if got := h.allowed(host); got != want {
			t.Errorf("allowed(%q) = %v, want %v", host, got, want)
		}
	}
}
