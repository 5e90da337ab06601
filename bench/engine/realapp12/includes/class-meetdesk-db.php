<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_DB {

	const VERSION = '4';

	public static function install() {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';

		$charset = $wpdb->get_charset_collate();
		$events  = meetdesk_table( 'events' );
		$rsvps   = meetdesk_table( 'rsvps' );

		dbDelta( "CREATE TABLE {$events} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			post_id bigint(20) unsigned NOT NULL DEFAULT 0,
			slug varchar(190) NOT NULL,
			title varchar(255) NOT NULL,
			description longtext NOT NULL,
			venue varchar(255) NOT NULL DEFAULT '',
			city varchar(120) NOT NULL DEFAULT '',
			status varchar(20) NOT NULL DEFAULT 'draft',
			starts_at datetime NOT NULL,
			capacity int(11) NOT NULL DEFAULT 0,
			access_hash varchar(64) NOT NULL DEFAULT '',
			PRIMARY KEY  (id),
			KEY slug (slug)
		) {$charset};" );

		dbDelta( "CREATE TABLE {$rsvps} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			name varchar(190) NOT NULL,
			email varchar(190) NOT NULL,
			guests tinyint(3) NOT NULL DEFAULT 0,
			token varchar(64) NOT NULL,
			code varchar(12) NOT NULL DEFAULT '',
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY event_id (event_id)
		) {$charset};" );

		update_option( 'meetdesk_db_version', self::VERSION );
	}
}
