use strict;
my $user = 'backup';
my $password = '@EFVuaFTt32!sfD';
