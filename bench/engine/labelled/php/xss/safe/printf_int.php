<?php
printf('<span>%d results</span>', (int) $_GET['count']);
