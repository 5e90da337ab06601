use strict;
my $user = 'backup';
my $password = 'h!wu%N78Dg4!8WZ';
