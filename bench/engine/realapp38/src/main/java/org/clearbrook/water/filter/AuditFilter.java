package org.clearbrook.water.filter;

import java.io.IOException;
import java.util.UUID;
import java.util.logging.Logger;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter(urlPatterns = "/*")
public class AuditFilter implements Filter {

    private static final Logger LOG = Logger.getLogger(AuditFilter.class.getName());

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        String requestId = UUID.randomUUID().toString();
        response.setHeader("X-Request-Id", requestId);
        response.setHeader("X-Content-Type-Options", "nosniff");
        long started = System.nanoTime();
        try {
            chain.doFilter(req, res);
        } finally {
            LOG.fine(() -> requestId + " " + request.getMethod() + " " + response.getStatus() + " "
                    + (System.nanoTime() - started) / 1_000_000 + "ms");
        }
    }
}
