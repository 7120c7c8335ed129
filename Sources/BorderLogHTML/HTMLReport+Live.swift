extension HTMLReport {
    /// The form of a served page that adds a stay through the API.
    static func stayForm(into html: inout String) {
        html += """
            <section id="add-stay" aria-labelledby="add-stay-title">
            <h2 id="add-stay-title">Add a stay</h2>
            <form class="stay-form">
            <label>Country <input name="country" required maxlength="2" size="3" placeholder="FR" autocomplete="off"></label>
            <label>Entry <input name="entry" type="date" required></label>
            <label>Exit <input name="exit" type="date"></label>
            <label>Note <input name="note" maxlength="200"></label>
            <button type="submit">Add</button>
            <output class="form-result" role="status"></output>
            </form>
            </section>

            """
    }
}
