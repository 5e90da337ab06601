package org.bench.h8.trust;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustPutValueLookup extends HttpServlet {

    private static final Map<String, String> TENANT_IDS = Map.of("acme", "t-100", "globex", "t-200");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String tenant = "";
        java.util.Enumeration<String> values = request.getHeaders("X-Tenant");
        if (values.hasMoreElements()) {
            tenant = values.nextElement();
        }

        String tenantId = TENANT_IDS.getOrDefault(tenant, "t-000");
        request.getSession().putValue("tenantId", tenantId);
        response.getWriter().println("tenant selected");
    }
}
