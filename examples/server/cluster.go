package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"time"

	"github.com/blackqueen/rules/examples/server/cluster"
	"github.com/blackqueen/rules/examples/server/storage"
)

// clusterOptions are the flags of a node of a cluster (-redis, -postgres,
// -node): with -redis set, the server also runs a node of the cluster at
// /connection/websocket (Centrifuge's WebSocket protocol), whose tables
// may be played from any node and survive the death of the one that runs
// them. The page then speaks that protocol, and the HTTP API creates,
// joins and lists the cluster's tables (clusterapi.go).
type clusterOptions struct {
	redis    string
	postgres string
	node     string
}

// startCluster starts the node of the cluster, or returns nil when -redis
// is not set.
func startCluster(ctx context.Context, o options, h *hub) (*cluster.Node, func(), error) {
	if o.cluster.redis == "" {
		return nil, func() {}, nil
	}
	if o.cluster.postgres == "" {
		return nil, nil, errors.New("-redis needs -postgres: the nodes of a cluster share their finished games in PostgreSQL")
	}
	name := o.cluster.node
	if name == "" {
		host, _ := os.Hostname()
		name = host + "-" + fmt.Sprint(os.Getpid())
	}
	st, err := storage.OpenPostgres(ctx, o.cluster.postgres)
	if err != nil {
		return nil, nil, err
	}
	open := func(raw json.RawMessage) (cluster.Spec, error) {
		var s spec
		if err := decodeStrict(raw, &s); err != nil {
			return cluster.Spec{}, fmt.Errorf("the spec is not valid JSON of the expected form: %w", err)
		}
		cfg, _, err := s.config(h)
		if err != nil {
			return cluster.Spec{}, err
		}
		return cluster.Spec{Config: cfg, Public: s.Public, Bots: s.Bots}, nil
	}
	n, err := cluster.New(cluster.Config{Name: name, Redis: o.cluster.redis, Open: open, Store: st})
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	stop := func() {
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = n.Shutdown(sctx)
		st.Close()
	}
	return n, stop, nil
}

// originChecker allows the server's own host and the -origin patterns
// (path.Match patterns of hosts, as for /ws).
func originChecker(patterns []string) func(*http.Request) bool {
	return func(r *http.Request) bool {
		origin := r.Header.Get("Origin")
		if origin == "" {
			return true // not a browser
		}
		u, err := url.Parse(origin)
		if err != nil {
			return false
		}
		if strings.EqualFold(u.Host, r.Host) {
			return true
		}
		for _, p := range patterns {
			if ok, _ := path.Match(strings.ToLower(p), strings.ToLower(u.Host)); ok {
				return true
			}
		}
		return false
	}
}
