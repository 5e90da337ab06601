package com.acme.tenant;

import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TenantSwitchAllowedServlet extends HttpServlet {

    private static final Set<String> TENANT_HOSTS = Set.of("eu.acme.com", "us.acme.com", "apac.acme.com");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String tenant = request.getParameter("tenantHost");
        if (!TENANT_HOSTS.contains(tenant)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown tenant");
            return;
        }
        String url = "https://" + tenant + "/login?from=switch";
        response.sendRedirect(url);
    }
}
