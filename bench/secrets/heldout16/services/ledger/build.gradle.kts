plugins {
    id("org.springframework.boot") version "3.2.0"
    kotlin("jvm") version "1.9.20"
}
group = "io.tallypay"
version = "1.4.7"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.5.0")
}
