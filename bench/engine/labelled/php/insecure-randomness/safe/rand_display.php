<?php
$roll = mt_rand(1, 6);
echo "You rolled $roll";
