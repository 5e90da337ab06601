use strict;
my $user = 'backup';
my $password = 'jFMb_*VTBV7!O5S';
