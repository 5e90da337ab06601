<?php
echo '<h1>Welcome, ' . $_GET['name'] . '</h1>';
