package games

import (
	"slices"

	"github.com/blackqueen/rules/rule"
)

// The rule book is assembled here, above the games: package rule holds
// the entries and names the record options each defines; the games' option
// tables give the values each option takes. Nothing is copied down into
// rule.

// Catalogue returns every entry of the rule book (rule.Catalogue), each
// option it defines with its values and default as the games' option
// tables give them. The slice is new on every call; the caller may keep
// it.
func Catalogue() []rule.Entry {
	all := rule.Catalogue()
	values := optionValues()
	for i := range all {
		describeOptions(all[i].Options, values)
	}
	return all
}

// CatalogueEntry returns the entry with the given ID (rule.Lookup), its
// options with their values and default, and false when there is none.
func CatalogueEntry(ref string) (rule.Entry, bool) {
	e, ok := rule.Lookup(ref)
	describeOptions(e.Options, optionValues())
	return e, ok
}

// CatalogueOptions returns the record options of game id (rule.OptionsOf),
// each with its values and default, in the order of the catalogue.
func CatalogueOptions(id ID) []rule.GameOption {
	opts := rule.OptionsOf(id.String())
	values := optionValues()
	for i := range opts {
		opts[i].OptionSpec = described(opts[i].OptionSpec, values)
	}
	return opts
}

// optionValues returns the values of every record option that has a list
// of them, by name, the default first.
func optionValues() map[string][]string {
	out := map[string][]string{}
	for _, o := range OptionNames() {
		if o.Values != nil {
			out[o.Name] = o.Values
		}
	}
	return out
}

// describeOptions fills the values and default of each option of specs
// that values lists.
func describeOptions(specs []rule.OptionSpec, values map[string][]string) {
	for i := range specs {
		specs[i] = described(specs[i], values)
	}
}

// described returns o with its values and default from values, if they
// list o; an option given by a number or an object (o.Form) is left as
// it is.
func described(o rule.OptionSpec, values map[string][]string) rule.OptionSpec {
	if v, ok := values[o.Name]; ok && o.Form.EN == "" {
		o.Values = slices.Clone(v)
		o.Default = v[0]
	}
	return o
}
