<?php
header('Location: ' . $_GET['next']);
exit;
