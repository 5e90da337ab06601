<?php
header('Location: /search?q=' . urlencode($_GET['q']));
