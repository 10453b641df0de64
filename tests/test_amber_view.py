"""Per-player views hide the other hands; the teacher's view shows everything."""

import json

import amber


def test_a_players_view_shows_only_their_own_hand() -> None:
    g = amber.new_game(players=3, seed=2)
    for p in range(3):
        view = g.state.view(p)
        for q, name in enumerate(g.players):
            shown = view["hands"][name]
            if q == p:
                assert shown == list(g.state.hands[q])
            else:
                assert shown == "6 hidden tiles"
        assert all(kind not in json.dumps(view["hands"]) for q, h in enumerate(g.state.hands) if q != p
                   for kind in set(h) - set(g.state.hands[p]))


def test_the_teachers_view_shows_every_hand_and_the_board_in_words() -> None:
    g = amber.new_game(players=2, seed=2)
    g.play(g.legal_moves()[0])
    view = g.state.view()
    assert view["hands"] == {name: list(h) for name, h in zip(g.players, g.state.hands, strict=True)}
    placed = str(g.history[0]).split()
    assert view["fields"][placed[1]] == f"{placed[0]} {placed[2]}"
    assert json.loads(json.dumps(view)) == view
