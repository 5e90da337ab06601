<?php
header('Location: /items/' . intval($_GET['id']));
