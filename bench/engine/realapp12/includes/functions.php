<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

function meetdesk_table( $name ) {
	global $wpdb;
	return $wpdb->prefix . 'meetdesk_' . $name;
}

function meetdesk_get_setting( $key, $default = '' ) {
	$settings = get_option( 'meetdesk_settings', array() );
	return isset( $settings[ $key ] ) ? $settings[ $key ] : $default;
}

function meetdesk_clear_schedules() {
	wp_clear_scheduled_hook( 'meetdesk_sync_feeds' );
}

/**
 * Where exports and imported feed files live: wp-content/uploads/meetdesk/.
 */
function meetdesk_storage_dir() {
	$uploads = wp_upload_dir();
	$dir     = trailingslashit( $uploads['basedir'] ) . 'meetdesk/';
	if ( ! file_exists( $dir ) ) {
		wp_mkdir_p( $dir );
	}
	return $dir;
}

function meetdesk_format_date( $mysql_date ) {
	return date_i18n( get_option( 'date_format' ), strtotime( $mysql_date ) );
}

function meetdesk_current_url() {
	return home_url( add_query_arg( array() ) );
}

/**
 * Picks one of the featured events for the sidebar teaser. Not security relevant: any of them will do.
 */
function meetdesk_pick_featured( array $events ) {
	if ( ! $events ) {
		return null;
	}
	return $events[ mt_rand( 0, count( $events ) - 1 ) ];
}

function meetdesk_cache_key( $prefix, $args ) {
	return 'meetdesk_' . $prefix . '_' . md5( wp_json_encode( $args ) );
}
