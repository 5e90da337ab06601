package com.acme.tenant;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class TenantSwitchServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String tenant = request.getParameter("tenantHost");
        String url = "https://" + tenant + "/login?from=switch";
        response.sendRedirect(url);
    }
}
