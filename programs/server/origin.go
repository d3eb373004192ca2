package main

import (
	"fmt"
	"mime"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// hosts are the names the server is reached at (HOST:PORT, lower case):
// a request must name one in Host, and a page from any other origin may
// neither open a WebSocket nor send a request. A DNS-rebinding page (a
// name of the attacker's that points at the server) names its own host
// in both Origin and Host, so comparing the two would let it in; the
// server compares both with these.
type hosts struct {
	exact    map[string]bool
	patterns []string // path.Match patterns of -origin, of HOST or HOST:PORT
}

// servedHosts are the names of the address the server listens on (a
// loopback address also as localhost; an unspecified one, 0.0.0.0 or ::,
// as every address of the machine's interfaces), of addr as -addr gave it,
// and the -origin entries: a name, a name and port, or a pattern of
// either (path.Match: "*.example.org").
func servedHosts(ln net.Addr, addr string, origins []string) *hosts {
	h := &hosts{exact: map[string]bool{}}
	add := func(host, port string) { h.exact[strings.ToLower(net.JoinHostPort(host, port))] = true }
	if host, port, err := net.SplitHostPort(addr); err == nil && host != "" {
		add(host, port)
	}
	if tcp, ok := ln.(*net.TCPAddr); ok {
		port := fmt.Sprint(tcp.Port)
		ips := []net.IP{tcp.IP}
		if tcp.IP.IsUnspecified() {
			ips = append(ips, net.IPv4(127, 0, 0, 1), net.IPv6loopback)
			if addrs, err := net.InterfaceAddrs(); err == nil {
				for _, a := range addrs {
					if n, ok := a.(*net.IPNet); ok {
						ips = append(ips, n.IP)
					}
				}
			}
		}
		for _, ip := range ips {
			if ip.IsLoopback() {
				add("localhost", port)
			}
			if !ip.IsUnspecified() {
				add(ip.String(), port)
			}
		}
	}
	for _, o := range origins {
		o = strings.ToLower(strings.TrimSpace(o))
		if o != "" {
			h.patterns = append(h.patterns, o)
		}
	}
	return h
}

// allowed reports whether hostport (a Host header, an Origin's host) is
// one of the server's names.
func (h *hosts) allowed(hostport string) bool {
	hp := strings.ToLower(hostport)
	if hp == "" {
		return false
	}
	if h.exact[hp] {
		return true
	}
	name := hp
	if host, _, err := net.SplitHostPort(hp); err == nil {
		name = host
	}
	for _, p := range h.patterns {
		if ok, _ := path.Match(p, hp); ok {
			return true
		}
		if ok, _ := path.Match(p, name); ok {
			return true
		}
	}
	return false
}

// originAllowed reports whether a request's Origin, when it has one, is
// one of the server's names. A request without Origin is not a page's
// cross-site request (browsers send Origin with those).
func (h *hosts) originAllowed(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && h.allowed(u.Host)
}

// guard refuses, before any route: a request that names another host
// (421: DNS rebinding), a request from a page of another origin (403),
// and a request that changes anything (not GET or HEAD) unless its body
// is application/json (415), which a page of another site cannot send
// without the server's leave (a CORS preflight, which it never gives).
func (h *hosts) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case !h.allowed(r.Host):
			fail(w, http.StatusMisdirectedRequest, badRequest(
				fmt.Sprintf("This server does not answer for %q (its operator may add the name with -origin).", r.Host),
				fmt.Sprintf("Dieser Server antwortet nicht für %q (sein Betreiber kann den Namen mit -origin erlauben).", r.Host),
				fmt.Sprintf("Denne server svarer ikke for %q (dens operatør kan tilføje navnet med -origin).", r.Host)))
		case !h.originAllowed(r):
			fail(w, http.StatusForbidden, badRequest("Pages of another site may not use this server.",
				"Seiten einer anderen Website dürfen diesen Server nicht benutzen.", "Sider fra et andet websted må ikke bruge denne server."))
		case r.Method != http.MethodGet && r.Method != http.MethodHead && !isJSON(r):
			fail(w, http.StatusUnsupportedMediaType, badRequest("Send the request as application/json.",
				"Die Anfrage bitte als application/json senden.", "Send forespørgslen som application/json."))
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// isJSON reports whether r's body is declared application/json.
func isJSON(r *http.Request) bool {
	t, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && t == "application/json"
}
