package tables

import (
	"fmt"

	"github.com/redis/rueidis"
)

// Dial connects to the Redis server at addr (HOST:PORT).
func Dial(addr string) (rueidis.Client, error) {
	c, err := rueidis.NewClient(rueidis.ClientOption{InitAddress: []string{addr}, DisableCache: true})
	if err != nil {
		return nil, fmt.Errorf("cluster: redis %s: %w", addr, err)
	}
	return c, nil
}
