use strict;
my $user = 'backup';
my $password = '@5-R72%t!91!Icw';
