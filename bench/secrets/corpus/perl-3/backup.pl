use strict;
my $user = 'backup';
my $password = 'rAbCZW=taJ9!pV2';
