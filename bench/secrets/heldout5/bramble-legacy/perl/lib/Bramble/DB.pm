package Bramble::DB;
use strict;
use warnings;
use DBI;

sub connect {
    return DBI->connect("dbi:mysql:database=bramble;host=mysql.bramble.internal", "bramble", "e4fb966a07167fcfb16d1", { RaiseError => 1 });
}
1;
