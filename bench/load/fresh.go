package main

import (
	"errors"
	"sync/atomic"

	"github.com/storyglot/storyglot/internal/store"
)

// freshPool is cards never studied, each of a learner with one lesson: the
// baseline of first reviews. A first review does work a review of a card
// studied before does not (it makes the card's memory, counts one card
// fewer new and moves the card's words), so the heavy learner's random
// cards, nearly all new, are compared with first reviews at one lesson too,
// not only with the one-lesson learner's reviews of its studied cards. The
// 20 connections fall on a learner or two at a time, where all the heavy
// learner's fall on one: on PostgreSQL its rows' locks are shared by fewer.
type freshPool struct {
	cards []freshCard
	next  atomic.Int64
}

type freshCard struct {
	l    *learner
	card string
}

// errPoolEmpty: the benchmark ran out of fresh cards (a bigger pool is made
// for longer turns). A connection that meets it stops, and the run fails: a
// turn cut short would make the baseline's rate wrong.
var errPoolEmpty = errors.New("no fresh card left: the pool of one-lesson learners is too small for this run")

// newFreshPool starts n guest sessions and gives each a copy of storyID,
// cards in its lesson's order, so that concurrent first reviews fall on a
// learner or two at a time.
func newFreshPool(base string, o store.Options, storyID string, n int) (*freshPool, error) {
	ls := make([]*learner, n)
	for i := range ls {
		ls[i] = newLearner(base, 300000+i)
		if _, err := ls[i].c.Call("POST", "/api/v1/guest-sessions", map[string]any{}, 201); err != nil {
			return nil, err
		}
	}
	if err := giveLesson(o, storyID, ls); err != nil {
		return nil, err
	}
	p := &freshPool{}
	for _, l := range ls {
		for _, c := range l.cards {
			p.cards = append(p.cards, freshCard{l, c})
		}
	}
	return p, nil
}

// review gives the next fresh card its first review.
func (p *freshPool) review() error {
	i := p.next.Add(1) - 1
	if i >= int64(len(p.cards)) {
		return errPoolEmpty
	}
	c := p.cards[i]
	return c.l.review("review", c.card, heavyKey())
}
