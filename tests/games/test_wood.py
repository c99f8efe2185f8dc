"""wood: ten reserve cards, 9 tableau piles, a dealt base card; Terrace's rules otherwise."""

from dealt_base_terrace import dealt_base_terrace_tests

test_deal, test_rules, test_loss = dealt_base_terrace_tests("wood", piles=9)
