package org.bench.h8.trust;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TrustPutValueHeader extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String tenant = "";
        java.util.Enumeration<String> values = request.getHeaders("X-Tenant");
        if (values.hasMoreElements()) {
            tenant = values.nextElement();
        }
        tenant = java.net.URLDecoder.decode(tenant, "UTF-8");

        request.getSession().putValue("tenantId", tenant);
        response.getWriter().println("tenant selected");
    }
}
