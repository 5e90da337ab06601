-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: northside_dent_wp
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
-- Restored for local dev. After import run: wp user update admin --user_pass=<new password>

-- user northside_dent_w is created by the Ansible role (password in vault)

DROP TABLE IF EXISTS `wp_users`;
CREATE TABLE `wp_users` (
  `ID` bigint unsigned NOT NULL AUTO_INCREMENT,
  `user_login` varchar(60) NOT NULL DEFAULT '',
  `user_pass` varchar(255) NOT NULL DEFAULT '',
  `user_nicename` varchar(50) NOT NULL DEFAULT '',
  `user_email` varchar(100) NOT NULL DEFAULT '',
  `user_url` varchar(100) NOT NULL DEFAULT '',
  `user_registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `user_activation_key` varchar(255) NOT NULL DEFAULT '',
  `user_status` int NOT NULL DEFAULT '0',
  `display_name` varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY (`ID`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

LOCK TABLES `wp_users` WRITE;
INSERT INTO `wp_users` VALUES (1,'admin','$P$Blr5.Uvcz.pJyZcvW6I/i/e6LAPRkv/','admin','admin@northsidedental.co.uk','','2025-10-11 09:27:00','',0,'Admin');
INSERT INTO `wp_users` VALUES (2,'tom','$2y$10$Jk6GiYLV12vq1PIM3uz.wAOUGqAooSZyKBL40UeSJGKY4OFfe7pXZ','tom','tom@northsidedental.co.uk','','2023-04-28 09:55:00','',0,'Tom');
INSERT INTO `wp_users` VALUES (3,'priya','$2y$10$jf5gMzAO7YysR0Lr8HTvrDl3/5bwIRWfv.uYV/vI6aEPRL.GVtaGX','priya','priya@northsidedental.co.uk','','2022-07-18 09:28:00','',0,'Priya');
INSERT INTO `wp_users` VALUES (4,'lukas','$P$B7lso2BjirOQWkB4BXz7FkYyQ.dQWr9','lukas','lukas@northsidedental.co.uk','','2023-05-27 09:26:00','',0,'Lukas');
INSERT INTO `wp_users` VALUES (5,'amara','$P$BojO5UViiH03nBhhsBNtcKi2jBjLYv3','amara','amara@northsidedental.co.uk','','2023-11-17 09:36:00','',0,'Amara');
INSERT INTO `wp_users` VALUES (6,'shop_manager','$P$BTyXscZs9fVIUj/RXJdgto9zpTbvfIZ','shop_manager','shop_manager@northsidedental.co.uk','','2022-10-05 09:12:00','',0,'Shop_manager');
UNLOCK TABLES;

DROP TABLE IF EXISTS `wp_options`;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://northsidedental.co.uk','yes');
INSERT INTO `wp_options` VALUES (2,'home','https://northsidedental.co.uk','yes');
INSERT INTO `wp_options` VALUES (3,'blogname','Northside Dental','yes');
INSERT INTO `wp_options` VALUES (4,'admin_email','webmaster@northsidedental.co.uk','yes');
INSERT INTO `wp_options` VALUES (5,'db_version','57155','yes');
INSERT INTO `wp_options` VALUES (6,'recaptcha_site_key','6LoRl26lD1xfvqGaTWXvWvoDu73TkXsxRzxfZfJA','yes');
INSERT INTO `wp_options` VALUES (9,'maps_api_key','','yes');
UNLOCK TABLES;

-- Dump completed on 2024-04-15 03:00:08
