<?php
if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

global $wpdb;

$meetdesk_tables = array( 'meetdesk_events', 'meetdesk_rsvps', 'meetdesk_venues' );
foreach ( $meetdesk_tables as $meetdesk_table ) {
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$meetdesk_table}" );
}

delete_option( 'meetdesk_settings' );
delete_option( 'meetdesk_db_version' );
