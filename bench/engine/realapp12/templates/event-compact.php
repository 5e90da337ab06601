<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
foreach ( $events as $event ) {
	printf(
		'<div class="meetdesk-compact"><strong>%s</strong> &middot; %s</div>',
		esc_html( $event->title ),
		esc_html( meetdesk_format_date( $event->starts_at ) )
	);
}
