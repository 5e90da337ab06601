<?php
echo '<h1>Welcome, ' . htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8') . '</h1>';
