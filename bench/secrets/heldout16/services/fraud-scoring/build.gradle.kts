plugins {
    id("org.springframework.boot") version "3.2.5"
    kotlin("jvm") version "1.9.22"
}
group = "io.tallypay"
version = "2.5.2"
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.stripe:stripe-java:24.13.0")
}
