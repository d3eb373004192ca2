package main

import "github.com/blackqueen/rules/card"

// cardIn writes a card as a reader of lang reads it (card.Card.Face): its
// rank and its suit symbol, the rank as the players of that language
// abbreviate it: English "Q♠" and "J♥", German "D♠" and "B♥" (Dame,
// Bube), Danish "D♠", "Kn♥" and "E♣" (dame, knægt, es); the record's
// notation for an invalid card and "Joker" for the joker.
func cardIn(c card.Card, lang string) string { return c.Face(lang) }
