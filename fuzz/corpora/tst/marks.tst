1 name
#? [F3Go]
2 play b c3
#? []*
3 is_legal w c3
#? [0]&
