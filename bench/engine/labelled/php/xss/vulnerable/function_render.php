<?php
function render_title($t) { echo "<title>$t</title>"; }
render_title($_REQUEST['title']);
