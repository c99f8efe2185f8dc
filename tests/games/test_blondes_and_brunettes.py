"""blondes_and_brunettes: ten reserve cards, 8 tableau piles, a dealt base card; Terrace's rules otherwise."""

from dealt_base_terrace import dealt_base_terrace_tests

test_deal, test_rules, test_loss = dealt_base_terrace_tests("blondes_and_brunettes", piles=8)
