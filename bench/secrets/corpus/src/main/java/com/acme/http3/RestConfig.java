class RestConfig {
    RestTemplate rest(RestTemplateBuilder builder) {
        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "o@b6mH#^JW2!Zub")).build();
    }
}
