package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/blackqueen/rules/programs/server/storage"
	"github.com/blackqueen/rules/programs/server/tables"
)

// clusterOptions are the flags of a node of a cluster (-redis, -postgres,
// -node): with -redis set, the server's node shares its tables with the
// other nodes of the cluster through Redis (any node reaches every table,
// and a table survives the death of the node that runs it) and keeps the
// finished games in PostgreSQL; without it, the node runs alone on
// Centrifuge's in-memory broker and presence and keeps every table in
// SQLite (-db).
type clusterOptions struct {
	redis    string
	postgres string
	node     string
	prefix   string // begins the cluster's Redis keys; "" is "bq"
	// lease is how long a table's lease lasts without renewal (-lease;
	// 0 is the cluster's default, 3 s).
	lease time.Duration
}

// startNode starts the server's node, alone or in a cluster, with limit
// as its Config.Limit; stop stops it and closes its store.
func startNode(o options, limit func(context.Context, string) error) (n *tables.Node, stop func(), err error) {
	cfg := tables.Config{Name: o.cluster.node, Redis: o.cluster.redis, Prefix: o.cluster.prefix, LeaseTTL: o.cluster.lease, Rate: o.rate,
		Idle: o.idle, BotsLife: o.botsLife, Limit: limit}
	cfg.Open = func(raw json.RawMessage) (tables.Spec, error) {
		var s spec
		if err := tables.DecodeStrict(raw, &s); err != nil {
			return tables.Spec{}, fmt.Errorf("the spec is not valid JSON of the expected form: %w", err)
		}
		c, _, err := s.config(o.pace)
		if err != nil {
			return tables.Spec{}, err
		}
		return tables.Spec{Config: c, Public: s.Public, Bots: s.Bots}, nil
	}
	if o.cluster.redis == "" {
		if cfg.Name == "" {
			cfg.Name = "alone"
		}
		if cfg.Store, err = storage.OpenSQLite(o.db); err != nil {
			return nil, nil, fmt.Errorf("database %s: %w", o.db, err)
		}
	} else {
		if o.cluster.postgres == "" {
			return nil, nil, errors.New("-redis needs -postgres: the nodes of a cluster share their finished games in PostgreSQL")
		}
		if cfg.Name == "" {
			host, _ := os.Hostname()
			cfg.Name = host + "-" + fmt.Sprint(os.Getpid())
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if cfg.Store, err = storage.OpenPostgres(ctx, o.cluster.postgres); err != nil {
			return nil, nil, err
		}
	}
	if n, err = tables.New(cfg); err != nil {
		cfg.Store.Close()
		return nil, nil, fmt.Errorf("starting the node: %w", err)
	}
	stop = func() {
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = n.Shutdown(sctx)
		cfg.Store.Close()
	}
	return n, stop, nil
}
