<?php
assert(is_numeric($_REQUEST['cond']));
