package player

// FastPlayouts and StrongPlayouts are the playout budgets of FastConfig
// and StrongConfig, per decision.
const (
	FastPlayouts   = 700
	StrongPlayouts = 40000
)

// FastPassPlayouts is FastConfig's budget of heuristic playouts for a
// pass, a stock exchange, a take or push or an announcement in its round
// at a table where that decision weighs most (Config.PassPlayouts: three
// seats, Black Maria): once or twice a deal, and it shapes all of it. At
// 700 its passes lost to the baseline's at Black Maria's three seats
// (regret per pass against the search at 12,000 heuristic playouts 1.26
// against the baseline's 0.62 on 36 passes; 0.45 at 3000).
const FastPassPlayouts = 3000

// StrongMoonPlayouts is StrongConfig's budget of heuristic playouts in a
// card play where a Hearts moon is live, which LaneMoonPlayouts gives
// them (the decisions that are not card plays get StrongPassPlayouts):
// about the processor time of StrongPlayouts lane playouts.
const StrongMoonPlayouts = 2000

// StrongPassPlayouts is StrongConfig's budget of heuristic playouts for
// every in-turn decision that is not a card play (Config.PassPlayouts
// with PassEverywhere): a pass, a stock exchange, a take or push, an
// announcement in its round. It comes once or twice a deal, so it moves
// the mean processor time per decision and hardly the median. In Hearts
// at four seats, where the pass had StrongMoonPlayouts before, strong
// with it scored -1.082 [-1.272, -0.891] points a deal against the
// baseline over 2,000 boards (four runs of 500) at a median of 14 to
// 17 ms (mean 25 to 30), against -0.938 [-1.131, -0.744] at 15 ms
// (mean 20): ahead on every run, within noise. 30,000 scored -1.042
// over 1,000 boards at a mean of 44 ms.
const StrongPassPlayouts = 10000

// FastStockNoise is FastConfig's and StrongConfig's chance of a random
// card in a playout at a table that deals a stock (Config.StockNoise:
// Madonna and Sau at three seats), three times the default: there the
// lane's playouts judged better with more random cards (fast-x at 0.2
// against fast at 0.1, Sau with every option at three seats, 2,000
// boards: +0.337 [+0.037, +0.637] points a deal for fast-x).
const FastStockNoise = 0.3

// BaselineConfig is the PIMC of the first measurements, kept unchanged
// as the yardstick of the others: DefaultPlayouts playouts per decision
// by the Heuristic (HeuristicPlayouts), its rewards on the first scale
// (clipped in a pushed Sau deal, where every other configuration scales
// them with the deal's multiplier: pushFactor).
func BaselineConfig() Config { return Config{Playouts: DefaultPlayouts, firstScale: true} }

// FastStockPlayouts is FastConfig's lane playouts per decision at a
// table that deals a stock (Config.StockPlayouts: Madonna and Sau at
// three seats), where a deal's hands hold 30 cards against Hearts' 52 and
// a playout costs less: there fast decides in 0.87 to 0.91 ms of
// processor time, median, and against the baseline over two runs of
// 2,000 boards each it met target 2 on both at Sau's (with every option
// -0.109 and -0.211 points a deal, over both -0.160 [-0.376, +0.056])
// and on one at Madonna's (-0.252 and +0.152, over both -0.050 [-0.246,
// +0.146]), where at FastPlayouts it was level (+0.073 and -0.066 over
// two runs each).
const FastStockPlayouts = 1200

// FastConfig is the configuration of the fast player: PIMC with the lane
// playouts at FastPlayouts playouts per decision, the heuristic's in a
// decision that is not a card play or where a Hearts moon is live
// (LaneMoonPlayouts), FastPassPlayouts of them for a decision that is
// not a card play where it weighs most (PassPlayouts), one card of
// each set of equivalent cards searched (MergeEquivalent), the options
// raced by sequential halving (Halving), and at a table that deals a
// stock the playouts' noise FastStockNoise and FastStockPlayouts of them
// (StockNoise, StockPlayouts), for a decision in about a millisecond of
// processor time, median (a table server's players, a hint).
func FastConfig() Config {
	return Config{Playouts: FastPlayouts, Playout: LaneMoonPlayouts, PassPlayouts: FastPassPlayouts, MergeEquivalent: true, Halving: true, StockNoise: FastStockNoise, StockPlayouts: FastStockPlayouts}
}

// StrongConfig is the configuration of the strong player: PIMC with the
// lane playouts at StrongPlayouts playouts per decision, the heuristic's
// at StrongMoonPlayouts where a Hearts moon is live (LaneMoonPlayouts),
// and StrongPassPlayouts for every in-turn decision that is not a card
// play (PassPlayouts, PassEverywhere), so that it searches no decision
// with fewer playouts than the fast player, the wider set of candidate
// passes (WidePass), one card of each set of equivalent cards searched
// (MergeEquivalent), the options raced by sequential halving (Halving),
// the playouts' noise at a table that deals a stock as fast's
// (StockNoise), and its worlds leaned to what the other seats' plays say
// (Infer), for the strongest play at some tens of milliseconds a
// decision. The inference, which fast leaves off (in Hearts at four
// seats it judged no better at 700 playouts), moved strong from -0.802
// [-1.017, -0.587] points a deal against the baseline (1,720 boards) to
// -0.938 [-1.131, -0.744] (2,000 boards in two runs of 1,000) at a median
// of 15 ms against 12: within noise of each other, but the inference
// corrects the worlds' odds, which more playouts cannot. The wider
// passes scored -1.219 [-1.504, -0.933] on the 1,000 boards where the
// narrow ones had -0.947, but -0.956 on 1,000 fresh ones: over the
// 2,000, -1.087 [-1.292, -0.883] against the narrow set's -1.082, level
// within noise at the same median time (13 to 15 ms). They are kept for
// the passes they reach that the narrow set cannot (voiding a suit).
func StrongConfig() Config {
	return Config{Playouts: StrongPlayouts, Playout: LaneMoonPlayouts, MoonPlayouts: StrongMoonPlayouts, PassPlayouts: StrongPassPlayouts, PassEverywhere: true, WidePass: true, MergeEquivalent: true, Halving: true, StockNoise: FastStockNoise, Infer: true}
}

// NewFast returns a fast player (FastConfig).
func NewFast() *PIMC { return NewPIMC(FastConfig()) }

// NewStrong returns a strong player (StrongConfig).
func NewStrong() *PIMC { return NewPIMC(StrongConfig()) }
