<?php
header('location: ' . $_SERVER['HTTP_REFERER']);
